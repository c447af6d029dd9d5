export * from './auth';
export * from './blog';
export * from './images';
export * from './requests';
export * from './venue-ads';
