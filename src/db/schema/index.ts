export * from './auth';
export * from './blog';
export * from './requests';
export * from './venue-ads';
