// Async boundary: shared singletons are negotiated before the app code runs.
// The start-up is cut into tasks, the main thread given back between them (a tap, a frame
// can come in): this file starts the federation runtime; then the shared libraries are negotiated
// and React is made ready; then @stay/shared; then the shell itself, which starts hydration (in
// slices). Each was one part of a single long task of 100-250 ms on a phone.
import { nextTask } from './lib/next-task';

void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('@stay/shared'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
