/// <reference lib="webworker" />
import { expose } from 'comlink';
import { rulesApi } from './rules-api';

// Rest-hour rules run here, off the main thread, so painting the timeline stays smooth.
expose(rulesApi);
