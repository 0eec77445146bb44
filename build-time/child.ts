import {fork} from 'node:child_process';

/**
 * Build work in a child process: what it allocates (libvips keeps its memory; satori's layouts are garbage that
 * the build's large heap collects late) goes back to the system when it exits, instead of adding to the build's
 * peak. `worker` is a TypeScript file, run through jiti as Docusaurus loads the build's code; it gets one task and
 * sends one answer (`answerParent`), or `{failed}` with the stack of what went wrong.
 */
export function inChild<Task, Answer>(worker: string, task: Task): Promise<Exclude<Answer, Failed>> {
  return new Promise((resolve, reject) => {
    const child = fork(require.resolve('jiti/bin/jiti.js'), [worker], {stdio: 'inherit'});
    let answer: Answer | Failed | undefined;
    child.once('message', (message: Answer | Failed) => (answer = message));
    child.once('error', reject);
    // Settled when the child has exited, not when it answers: its memory is back by then, and nothing is left running.
    child.once('exit', (code, signal) => {
      if (answer === undefined)
        reject(new Error(`${worker} stopped (${signal ?? `exit code ${code}`}) before it answered`));
      else if (typeof answer === 'object' && answer !== null && 'failed' in answer)
        reject(new Error(`${worker} failed: ${answer.failed}`));
      else resolve(answer as Exclude<Answer, Failed>);
    });
    child.send(task as object);
  });
}

export interface Failed {
  failed: string;
}

/** A worker's answer to its task: `work`'s result, or what went wrong. Then the process ends, and its memory goes with it. */
export async function answerParent<Answer>(work: Promise<Answer>): Promise<void> {
  const answer: Answer | Failed = await work.catch((error: unknown) => ({
    failed: error instanceof Error ? (error.stack ?? error.message) : String(error),
  }));
  process.send?.(answer, () => process.disconnect?.());
}
