export { SiteBanners } from './site-banners';
export { WarningNoticeSlot } from './warning-notice-slot';
