import type { ErrorReporter } from './createErrorReporter.ts';

/** The part of `Window` error reporting listens to; a real `window` fits. */
export type ErrorSource = Pick<Window, 'addEventListener' | 'removeEventListener'> & { console: Pick<Console, 'error'> };

/**
 * Sends runtime errors, unhandled rejections and `console.error` calls to the reporter (technical §8).
 * Returns a function that removes the listeners and restores `console.error`.
 */
export function installErrorReporting(win: ErrorSource, reporter: ErrorReporter): () => void {
  const onError = (event: Event): void => {
    const { error, message } = event as Partial<ErrorEvent>;
    reporter.report(error ?? message ?? 'Unknown runtime error');
  };
  const onRejection = (event: Event): void => {
    reporter.report('Unhandled rejection:', (event as Partial<PromiseRejectionEvent>).reason);
  };
  const originalConsoleError = win.console.error;
  const consoleError = (...args: unknown[]): void => {
    originalConsoleError.apply(win.console, args);
    reporter.report(...args);
  };

  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.console.error = consoleError;

  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    if (win.console.error === consoleError) win.console.error = originalConsoleError;
  };
}
