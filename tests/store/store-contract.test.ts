// One store contract (DESIGN decision 2, STYLE 8), run against every driver available here: always the
// embedded one, the mongo one only when MONGODB_URI is set (no MongoDB server runs on this machine).
import { describeAccountContract } from './contract/accounts';
import { describeAuthSessionContract } from './contract/auth-sessions';
import { describeBillingContract } from './contract/billing';
import { describeClockContract } from './contract/clock';
import { describeCustomSessionContract } from './contract/custom-sessions';
import { describeDailyFiveContract } from './contract/daily-five';
import { describeDailyGameContract } from './contract/daily-games';
import { availableDrivers, useFreshStore } from './contract/drivers';
import { describeLifecycleContract } from './contract/lifecycle';
import { describePaymentEventContract } from './contract/payment-events';
import { describePlayedGameContract } from './contract/played-games';
import { describeSessionContract } from './contract/sessions';
import { describeWordPlayContract } from './contract/word-plays';
import { describeWordContract } from './contract/words';
import { ManualClock } from '../support/manual-clock';

describe.each(availableDrivers())('store contract: $name driver', (driver) => {
  const { store, reopen } = useFreshStore(driver);
  afterAll(() => driver.cleanup());

  describeWordContract(store);
  describeWordPlayContract(store, reopen);
  describeSessionContract(store);
  describePlayedGameContract(store);
  describeCustomSessionContract(store);
  describeAccountContract(store);
  describeAuthSessionContract(store);
  describeBillingContract(store);
  describePaymentEventContract(store);
  describeDailyGameContract(store);
  describeDailyFiveContract(store, reopen);
  describeLifecycleContract(store, reopen, driver.name);
});

describe.each(availableDrivers())('store contract on a manual clock: $name driver', (driver) => {
  // Years after the machine's time, so a driver that reads the machine's time shows.
  const clock = new ManualClock(Date.UTC(2031, 4, 6, 7, 8, 9, 10));
  const { store } = useFreshStore(driver, clock);
  afterAll(() => driver.cleanup());

  describeClockContract(store, clock);
});
