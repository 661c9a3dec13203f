import type { ThemeConfig } from 'antd';

/**
 * The product's colours, in one place (docs/accessibility.md). Every text colour keeps at least 4.5:1 against the
 * white and light-grey backgrounds it is drawn on, every focus ring at least 3:1 (WCAG 2.1 AA 1.4.3 and 1.4.11).
 * Ant Design's defaults miss that for links (#1677ff, 4.1:1), secondary and description texts (#8c8c8c, 3.4:1),
 * placeholders (#bfbfbf, 1.8:1), danger buttons (#ff4d4f, 3.3:1) and warning tags (3.3:1).
 */
export const COLORS = {
  primary: '#1668dc', // 5.2:1 on white, white on it 5.2:1
  primaryHover: '#1456b8', // 6.9:1
  primaryActive: '#0d3f8f',
  danger: '#cf1322', // 5.6:1 on white
  dangerHover: '#a8071a', // 7.6:1
  warning: '#ad4e00', // 5.1:1 on the light orange of a warning tag
  success: '#237804', // 6.1:1 on white
  secondaryText: 'rgba(0, 0, 0, 0.65)', // #595959: 7:1 on white, 6.4:1 on #f5f5f5
  placeholder: 'rgba(0, 0, 0, 0.56)', // #707070: 4.9:1 on white
  headerBg: '#001529',
  headerFocus: '#69b1ff', // the focus ring inside the dark top bar: 8.2:1 on it
} as const;

/**
 * People who ask their system for reduced motion (WCAG 2.3.3) get none: Ant Design's `motion` token off turns off
 * every opening, closing and wave animation of its components (its motion provider reads it). The browser tests run
 * with reduced motion too, so they do not wait for animations.
 */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const THEME: ThemeConfig = {
  // Plain class names (`.ant-btn`, no `:where(.css-<hash>)`): the same selectors whether antd writes its CSS in the
  // browser (development, tests) or the build did (production, build/antd-static-styles.ts).
  hashed: false,
  token: {
    motion: !reducedMotion,
    colorPrimary: COLORS.primary,
    // Hover and pressed states darken (antd lightens them: white on its hover blue is 3.5:1).
    colorPrimaryHover: COLORS.primaryHover,
    colorPrimaryActive: COLORS.primaryActive,
    colorLinkHover: COLORS.primaryHover,
    colorLinkActive: COLORS.primaryActive,
    colorErrorHover: COLORS.dangerHover,
    colorErrorActive: COLORS.dangerHover,
    colorInfo: COLORS.primary,
    colorLink: COLORS.primary,
    colorError: COLORS.danger,
    colorWarning: COLORS.warning,
    colorSuccess: COLORS.success,
    // The preset green (buttons and tags with color="green", e.g. an "Active" status button) from the same seed:
    // antd's own green-6 is 2.3:1 on white.
    green: COLORS.success,
    // A success tag's own light background (derived, it came out grey-green: 2.7:1 under its text).
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorTextSecondary: COLORS.secondaryText,
    colorTextDescription: COLORS.secondaryText,
    colorTextTertiary: COLORS.secondaryText,
    colorTextPlaceholder: COLORS.placeholder,
    borderRadius: 6,
  },
  components: {
    // A table's own "no data" text (a custom emptyText) is drawn in the disabled grey (#bfbfbf, 1.8:1).
    Table: { colorTextDisabled: COLORS.placeholder },
  },
};
