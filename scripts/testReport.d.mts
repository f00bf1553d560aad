export interface FileTime {
  file: string;
  seconds: number;
}
export interface StepTime {
  title: string;
  seconds: number;
  ok: boolean;
}
export function vitestFiles(report: unknown, root: string): FileTime[];
export function playwrightFiles(report: unknown): FileTime[];
export function summaryLines(steps: readonly StepTime[], reports: { vitest: string; playwright: string | readonly string[] }, root: string): string[];
