// Plans, entitlements and the daily limit.
export * from './plans';
export * from './entitlements';
export * from './subscription-entitlement';
export * from './daily-games';
