// Plans, entitlements and the daily limit (issue 9).
export * from './plans';
export * from './entitlements';
export * from './subscription-entitlement';
export * from './daily-games';
