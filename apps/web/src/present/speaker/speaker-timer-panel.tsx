import { countdown, elapsedMs, formatDuration, type SpeakerTimer } from './timer';

interface SpeakerTimerPanelProps {
  timer: SpeakerTimer;
  now: number;
  timeLimitMinutes: number;
  onStart(): void;
  onPause(): void;
  onRewind(): void;
  /** Opens the Time Limit prompt; none for those who may not change the deck. */
  onTimeLimit?: () => void;
}

/** The clock, the timer with its buttons, and the countdown bar of the deck's time limit. */
export function SpeakerTimerPanel({
  timer,
  now,
  timeLimitMinutes,
  onStart,
  onPause,
  onRewind,
  onTimeLimit,
}: SpeakerTimerPanelProps) {
  const elapsed = elapsedMs(timer, now);
  const left = countdown(timeLimitMinutes, elapsed);
  const clock = new Date(now).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <section className="speaker-timer" aria-label="Time">
      <div className="speaker-timer__clock">
        <span className="speaker-timer__label">Clock</span>
        <time>{clock}</time>
      </div>
      <div className="speaker-timer__elapsed" data-status={timer.status}>
        <span className="speaker-timer__label">Timer</span>
        <output aria-label="Timer">{formatDuration(elapsed)}</output>
        <span className="speaker-timer__buttons">
          {timer.status === 'started' ? (
            <button type="button" onClick={onPause}>
              Pause
            </button>
          ) : (
            <button type="button" onClick={onStart}>
              {timer.status === 'paused' ? 'Resume' : 'Start'}
            </button>
          )}
          <button type="button" onClick={onRewind}>
            Rewind
          </button>
          {onTimeLimit && (
            <button type="button" aria-haspopup="dialog" onClick={onTimeLimit}>
              Time limit
            </button>
          )}
        </span>
      </div>
      {left && (
        <div className={`speaker-countdown${left.overtime ? ' speaker-countdown--overtime' : ''}`}>
          <span className="speaker-timer__label">{left.overtime ? 'Overtime' : 'Remaining'}</span>
          <output aria-label="Countdown">
            {left.overtime ? '+' : ''}
            {formatDuration(left.ms)}
          </output>
          <span className="speaker-countdown__bar" aria-hidden="true">
            <span style={{ width: `${left.used * 100}%` }} />
          </span>
        </div>
      )}
    </section>
  );
}
