// One store contract (docs/design.md decision 2), run against every driver: the embedded one, and the mongo
// one over the MongoDB wire protocol, against MONGODB_URI's MongoDB or else an in-memory wire server
// (contract/drivers.ts).
import { describeAccountContract } from './contract/accounts';
import { describeAuthSessionContract } from './contract/auth-sessions';
import { describeBillingContract } from './contract/billing';
import { describeBoardContract } from './contract/boards';
import { describeClockContract } from './contract/clock';
import { describeCustomSessionContract } from './contract/custom-sessions';
import { describeDailyFiveContract } from './contract/daily-five';
import { describeDailyGameContract } from './contract/daily-games';
import { availableDrivers, writeRaceTest, useFreshStore } from './contract/drivers';
import { describeLifecycleContract } from './contract/lifecycle';
import { describeLobbySnapshotContract } from './contract/lobby-snapshots';
import { describePaymentEventContract } from './contract/payment-events';
import { describePlayedGameContract } from './contract/played-games';
import { describeSessionContract } from './contract/sessions';
import { describeWordPlayContract } from './contract/word-plays';
import { describeWordContract } from './contract/words';
import { ManualClock } from '../support/manual-clock';

describe.each(availableDrivers())('store contract: $label driver', (driver) => {
  const { store, reopen } = useFreshStore(driver);
  const writeRace = writeRaceTest(driver);
  afterAll(() => driver.cleanup());

  describeWordContract(store);
  describeWordPlayContract(store, reopen, writeRace);
  describeSessionContract(store, writeRace);
  describePlayedGameContract(store);
  describeCustomSessionContract(store);
  describeBoardContract(store);
  describeAccountContract(store, writeRace);
  describeAuthSessionContract(store);
  describeBillingContract(store, writeRace);
  describePaymentEventContract(store);
  describeDailyGameContract(store, writeRace);
  describeDailyFiveContract(store, reopen, writeRace);
  describeLifecycleContract(store, reopen, driver.name);
  describeLobbySnapshotContract(store, writeRace);
});

describe.each(availableDrivers())('store contract on a manual clock: $label driver', (driver) => {
  // Years after the machine's time, so a driver that reads the machine's time shows.
  const clock = new ManualClock(Date.UTC(2031, 4, 6, 7, 8, 9, 10));
  const { store } = useFreshStore(driver, clock);
  afterAll(() => driver.cleanup());

  describeClockContract(store, clock);
});
