/** The admin list (the 'Venue Ads' tab); the form returns here. */
export const ADMIN_ADS_PATH = '/admin/venue-ads';
