import { useEffect, useState } from 'react';
import { FieldValidator, type RemoteRule, type Rule } from './field-validator';

export interface FieldOptions {
  initial?: string;
  rule: Rule;
  remote?: RemoteRule;
  /** Applied to every typed value (usernames are lowercased as typed). */
  normalize?: (value: string) => string;
}

export interface Field {
  value: string;
  problem: string | undefined;
  change: (value: string) => void;
  /** Checks the value now; answers the problem, if any. */
  validate: () => string | undefined;
  /** Shows the server's problem with the value. */
  show: (problem: string | undefined) => void;
  reset: (value?: string) => void;
}

/** A form field's value and problem, validated as the person types (see FieldValidator). */
export function useField({ initial = '', rule, remote, normalize }: FieldOptions): Field {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const [validator] = useState(() => new FieldValidator(rule, setProblem, remote));
  useEffect(() => () => validator.cancel(), [validator]);

  return {
    value,
    problem,
    change(next) {
      const normalized = normalize ? normalize(next) : next;
      setValue(normalized);
      validator.changed(normalized);
    },
    validate: () => validator.validateNow(value),
    show: (next) => validator.show(next),
    reset(next = '') {
      validator.cancel();
      validator.show(undefined);
      setValue(next);
    },
  };
}
