// The outcome a payment event is stored with from its claim until its outcome is recorded (port.ts
// PaymentEventRepository), written once for both drivers: release gives back only a claim still in it.
export const CLAIMED_EVENT_OUTCOME = 'applying';
