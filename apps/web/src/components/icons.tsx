import {
  ArrowLeftOutlined as ArrowLeft,
  CheckOutlined as Check,
  CloseOutlined as Close,
  CloseCircleFilled as CloseCircle,
  DeleteOutlined as Delete,
  DownloadOutlined as Download,
  DownOutlined as Down,
  EditOutlined as Edit,
  EyeOutlined as Eye,
  KeyOutlined as Key,
  LockOutlined as Lock,
  LogoutOutlined as Logout,
  MenuOutlined as Menu,
  PlusOutlined as Plus,
  PrinterOutlined as Printer,
  SearchOutlined as Search,
  TeamOutlined as Team,
  UploadOutlined as Upload,
  UserOutlined as User,
} from '@ant-design/icons';
import type { ComponentProps, ComponentType } from 'react';

type IconProps = ComponentProps<typeof Plus>;

/**
 * The icons of the app, hidden from screen readers. Ant Design's icons carry their English name as `aria-label`
 * ("plus", "edit"), which became part of a button's name ("plus 新規", "edit Sửa"); here the icon is decoration and
 * the button's name is our translated text (its label, or its `aria-label` when it shows only the icon). Import
 * icons from this file only (a test checks).
 */
function silent(Icon: ComponentType<IconProps>): ComponentType<IconProps> {
  const Silent = (props: IconProps) => <Icon aria-hidden {...props} />;
  Silent.displayName = `Silent${Icon.displayName ?? 'Icon'}`;
  return Silent;
}

export const ArrowLeftOutlined = silent(ArrowLeft);
export const CheckOutlined = silent(Check);
export const CloseOutlined = silent(Close);
export const DeleteOutlined = silent(Delete);
export const DownloadOutlined = silent(Download);
export const DownOutlined = silent(Down);
export const EditOutlined = silent(Edit);
export const EyeOutlined = silent(Eye);
export const PrinterOutlined = silent(Printer);
export const KeyOutlined = silent(Key);
export const LockOutlined = silent(Lock);
export const LogoutOutlined = silent(Logout);
export const MenuOutlined = silent(Menu);
export const PlusOutlined = silent(Plus);
export const SearchOutlined = silent(Search);
export const TeamOutlined = silent(Team);
export const UploadOutlined = silent(Upload);
export const UserOutlined = silent(User);

/**
 * `allowClear` of a text box whose clear button is named in the interface language: Ant Design's button holds only
 * its icon, so the icon carries the name here (it would otherwise read "close-circle").
 */
export const clearable = (label: string) => ({ clearIcon: <CloseCircle role="img" aria-label={label} /> });
