import type { Feature } from '../../lib/feature';

/**
 * The reception kiosk (docs/attendance.md "Kiosk"): full screen, for a kiosk account (role 10) or anyone holding
 * attendance.kiosk. The legacy path of the specification.
 */
export const kioskFeature: Feature = {
  routes: [
    {
      path: 'checkinout',
      page: () => import('./pages/KioskPage'),
      permission: 'attendance.kiosk',
      texts: ['kiosk'],
      fullScreen: true,
      menu: { section: 'attendance', labelKey: 'menu.checkinout', order: 60 },
    },
  ],
};
