import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../startup/nextTask';

/**
 * Loading a remote's screen is three pieces of work: starting the remote (its runtime and shared
 * packages), fetching the screen's chunks, and running the screen's code. Without a break they
 * run as one long task once the remote's entry arrives; with this plugin each is its own task.
 */
export function stepwiseLoading(): ModuleFederationRuntimePlugin {
  return {
    name: 'council-stepwise-loading',
    beforeGetExpose: nextTask,
    beforeExecuteFactory: nextTask,
  };
}
