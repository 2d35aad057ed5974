import { closeBrowserWorkers } from './browser-global-setup';

// The browser project's global tear-down: closes what browser-global-setup.ts started for the workers.
export default closeBrowserWorkers;
