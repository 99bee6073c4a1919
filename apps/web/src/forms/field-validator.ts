import { VALIDATION_DELAY_MS, VALIDATION_DELAY_WHILE_SHOWN_MS } from '../ui/constants';

/** A local check: the problem with a value, or undefined when it is fine. */
export type Rule = (value: string) => string | undefined;
/** A check the server answers (availability); asked only when the local rule passes. */
export type RemoteRule = (value: string, signal: AbortSignal) => Promise<string | undefined>;

/** Spec/002 §5: 600 ms after typing, 300 ms while a problem is shown. */
export function validationDelay(problemShown: boolean): number {
  return problemShown ? VALIDATION_DELAY_WHILE_SHOWN_MS : VALIDATION_DELAY_MS;
}

/**
 * Validation of one field as a person types: each change is checked `validationDelay` after the
 * last one. The local rule comes first; when it passes, the remote rule is asked, and an answer
 * for a value that has changed since is dropped. A remote check that fails is no problem: the
 * server checks again on submit.
 */
export class FieldValidator {
  #value = '';
  #shown: string | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #remoteRun: AbortController | undefined;
  #remoteAnswer: { value: string; problem: string | undefined } | undefined;

  constructor(
    private readonly rule: Rule,
    private readonly onProblem: (problem: string | undefined) => void,
    private readonly remote?: RemoteRule,
  ) {}

  changed(value: string): void {
    this.cancel();
    this.#value = value;
    this.#timer = setTimeout(() => this.#check(), validationDelay(this.#shown !== undefined));
  }

  /** On submit: the local rule at once, and the server's answer if it already judged this value. */
  validateNow(value: string): string | undefined {
    this.cancel();
    this.#value = value;
    const remembered = this.#remoteAnswer?.value === value ? this.#remoteAnswer.problem : undefined;
    const problem = this.rule(value) ?? remembered;
    this.show(problem);
    return problem;
  }

  /** Shows a problem found elsewhere: the server's answer to a submit. */
  show(problem: string | undefined): void {
    this.#shown = problem;
    this.onProblem(problem);
  }

  /** Drops a waiting check and an unanswered remote one. */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#remoteRun?.abort();
    this.#remoteRun = undefined;
  }

  #check(): void {
    this.#timer = undefined;
    const value = this.#value;
    const problem = this.rule(value);
    if (problem !== undefined || !this.remote) return this.show(problem);
    if (this.#remoteAnswer?.value === value) return this.show(this.#remoteAnswer.problem);

    this.show(undefined);
    const run = new AbortController();
    this.#remoteRun = run;
    this.remote(value, run.signal).then(
      (answer) => {
        if (run.signal.aborted) return;
        this.#remoteRun = undefined;
        this.#remoteAnswer = { value, problem: answer };
        this.show(answer);
      },
      () => {
        if (!run.signal.aborted) this.#remoteRun = undefined;
      },
    );
  }
}
