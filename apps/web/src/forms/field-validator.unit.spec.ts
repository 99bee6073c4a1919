import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldValidator, validationDelay, type RemoteRule } from './field-validator';

const tooShort = (value: string) => (value.length < 2 ? 'At least 2 characters' : undefined);

describe('validationDelay', () => {
  it('is 600 ms after typing, 300 ms while a problem is shown (spec/002 §5)', () => {
    expect(validationDelay(false)).toBe(600);
    expect(validationDelay(true)).toBe(300);
  });
});

describe('FieldValidator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (remote?: RemoteRule) => {
    const shown: (string | undefined)[] = [];
    const validator = new FieldValidator(tooShort, (problem) => shown.push(problem), remote);
    return { validator, shown };
  };

  it('checks 600 ms after the last change, and only the last value', () => {
    const { validator, shown } = setup();

    validator.changed('a');
    vi.advanceTimersByTime(400);
    validator.changed('b');
    vi.advanceTimersByTime(599);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['At least 2 characters']);
  });

  it('checks 300 ms after a change while a problem is shown', () => {
    const { validator, shown } = setup();
    validator.changed('a');
    vi.advanceTimersByTime(600);

    validator.changed('ab');
    vi.advanceTimersByTime(300);
    expect(shown).toEqual(['At least 2 characters', undefined]);

    validator.changed('abc');
    vi.advanceTimersByTime(300);
    expect(shown).toHaveLength(2);
    vi.advanceTimersByTime(300);
    expect(shown).toEqual(['At least 2 characters', undefined, undefined]);
  });

  it('asks the remote rule only when the local rule passes, and remembers its answer for the value', async () => {
    const remote = vi.fn<RemoteRule>(async (value) => (value === 'taken' ? 'Taken' : undefined));
    const { validator, shown } = setup(remote);

    validator.changed('t');
    await vi.advanceTimersByTimeAsync(600);
    expect(remote).not.toHaveBeenCalled();

    validator.changed('taken');
    await vi.advanceTimersByTimeAsync(300);
    expect(shown).toEqual(['At least 2 characters', undefined, 'Taken']);

    validator.changed('taken');
    await vi.advanceTimersByTimeAsync(300);
    expect(remote).toHaveBeenCalledTimes(1);
    expect(shown.at(-1)).toBe('Taken');
  });

  it('drops a remote answer for a value that has changed since', async () => {
    let answer: (problem: string | undefined) => void = () => {};
    const remote = vi.fn<RemoteRule>(() => new Promise((resolve) => (answer = resolve)));
    const { validator, shown } = setup(remote);

    validator.changed('first');
    await vi.advanceTimersByTimeAsync(600);
    validator.changed('second');
    answer('Taken');
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([undefined]);
    expect(remote.mock.calls[0]![1].aborted).toBe(true);
  });

  it('shows no problem when the remote check fails', async () => {
    const { validator, shown } = setup(() => Promise.reject(new Error('offline')));

    validator.changed('name');
    await vi.advanceTimersByTimeAsync(600);
    expect(shown).toEqual([undefined]);
  });

  it('on submit checks at once, drops the waiting check, and keeps a remote problem for the same value', async () => {
    const { validator, shown } = setup(async () => 'Taken');
    validator.changed('taken');
    await vi.advanceTimersByTimeAsync(600);

    validator.changed('taken');
    expect(validator.validateNow('taken')).toBe('Taken');
    expect(validator.validateNow('x')).toBe('At least 2 characters');
    expect(validator.validateNow('other')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(shown).toEqual([undefined, 'Taken', 'Taken', 'At least 2 characters', undefined]);
  });

  it('shows a problem found elsewhere, and cancels a waiting check', () => {
    const { validator, shown } = setup();

    validator.changed('a');
    validator.show('That e-mail is already registered');
    validator.cancel();
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual(['That e-mail is already registered']);
  });
});
