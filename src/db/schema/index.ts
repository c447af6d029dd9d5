export * from './auth';
export * from './blog';
export * from './images';
export * from './newsletter';
export * from './offers';
export * from './requests';
export * from './venue-ads';
export * from './venues';
