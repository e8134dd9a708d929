export * from './entities';
export { PermissionLevel } from './permissions/permissionLevel';
export { THEMES, themeColor, type ThemeName } from './themes/themes';
