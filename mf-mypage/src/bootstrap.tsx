import { runStandalone } from '@stay/shared';
import { App } from './app/app';

runStandalone(App);
