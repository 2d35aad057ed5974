import { VOLUME } from '@bluffle/shared-schema';

// Every sound is made here with Web Audio oscillators (nothing is fetched). Browsers only let an
// AudioContext play after a user gesture, so it is created lazily by unlock() on the first click or key.
type AudioContextClass = typeof AudioContext;

/** A looping tune: C major pentatonic, two bars of eighth notes (frequencies in Hz, 0 = rest). */
const MELODY = [
  523.25, 0, 659.25, 783.99, 659.25, 0, 587.33, 523.25, 440, 0, 523.25, 587.33, 659.25, 587.33, 0, 392,
];
const BASS = [130.81, 130.81, 110, 110, 87.31, 87.31, 98, 98];
const EIGHTH_SECONDS = 0.22;
const LOOKAHEAD_SECONDS = 0.6;

export class SoundEngine {
  private context: AudioContext | null = null;
  private musicGain: GainNode | null = null;
  private musicTimer: ReturnType<typeof setInterval> | null = null;
  private nextNoteTime = 0;
  private noteIndex = 0;

  /** Creates the AudioContext; call from a user gesture. Safe to call again. */
  unlock(): void {
    if (this.context) {
      void this.context.resume().catch(() => undefined);
      return;
    }
    const Context: AudioContextClass | undefined =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Context) return;
    try {
      this.context = new Context();
    } catch {
      this.context = null;
    }
  }

  get isReady(): boolean {
    return this.context !== null;
  }

  /** The last-seconds tick (docs/product.md §9 tick volume 0.5): a short, high click. */
  tick(): void {
    this.tone({ frequency: 1320, type: 'square', durationSeconds: 0.05, volume: VOLUME.tick * 0.4 });
  }

  /** A round's verdict (docs/product.md §9 hit volume 0.3): a rising chime when right, a falling buzz when wrong. */
  hit(isCorrect: boolean): void {
    if (isCorrect) {
      this.tone({ frequency: 660, type: 'sine', durationSeconds: 0.12, volume: VOLUME.hit });
      this.tone({
        frequency: 990,
        type: 'sine',
        durationSeconds: 0.2,
        volume: VOLUME.hit,
        delaySeconds: 0.1,
      });
    } else {
      this.tone({
        frequency: 220,
        type: 'sawtooth',
        durationSeconds: 0.3,
        volume: VOLUME.hit * 0.6,
        slideTo: 140,
      });
    }
  }

  /** Background music, looping, at VOLUME.music (docs/product.md §9). */
  startMusic(): void {
    const context = this.context;
    if (!context || this.musicTimer !== null) return;
    this.musicGain = context.createGain();
    this.musicGain.gain.value = VOLUME.music;
    this.musicGain.connect(context.destination);
    this.nextNoteTime = context.currentTime + 0.05;
    this.noteIndex = 0;
    const schedule = () => {
      while (this.nextNoteTime < context.currentTime + LOOKAHEAD_SECONDS) {
        this.scheduleMusicStep(context, this.nextNoteTime);
        this.nextNoteTime += EIGHTH_SECONDS;
        this.noteIndex = (this.noteIndex + 1) % MELODY.length;
      }
    };
    schedule();
    this.musicTimer = setInterval(schedule, 150);
  }

  stopMusic(): void {
    if (this.musicTimer !== null) {
      clearInterval(this.musicTimer);
      this.musicTimer = null;
    }
    const gain = this.musicGain;
    if (gain && this.context) {
      // Fade out rather than cut, so stopping never clicks.
      gain.gain.setTargetAtTime(0, this.context.currentTime, 0.05);
      setTimeout(() => gain.disconnect(), 400);
    }
    this.musicGain = null;
  }

  private scheduleMusicStep(context: AudioContext, at: number): void {
    const gain = this.musicGain;
    if (!gain) return;
    const melody = MELODY[this.noteIndex] ?? 0;
    if (melody > 0) {
      this.note(context, gain, {
        frequency: melody,
        type: 'triangle',
        at,
        durationSeconds: EIGHTH_SECONDS * 0.9,
        peak: 0.25,
      });
    }
    if (this.noteIndex % 2 === 0) {
      const bass = BASS[this.noteIndex / 2] ?? 0;
      this.note(context, gain, {
        frequency: bass,
        type: 'sine',
        at,
        durationSeconds: EIGHTH_SECONDS * 1.8,
        peak: 0.35,
      });
    }
  }

  private tone(options: {
    frequency: number;
    type: OscillatorType;
    durationSeconds: number;
    volume: number;
    delaySeconds?: number;
    slideTo?: number;
  }): void {
    const context = this.context;
    if (!context) return;
    const output = context.createGain();
    output.gain.value = options.volume;
    output.connect(context.destination);
    const at = context.currentTime + (options.delaySeconds ?? 0);
    const oscillator = this.note(context, output, { ...options, at, peak: 1 });
    oscillator.addEventListener('ended', () => output.disconnect());
  }

  private note(
    context: AudioContext,
    destination: AudioNode,
    options: {
      frequency: number;
      type: OscillatorType;
      at: number;
      durationSeconds: number;
      peak: number;
      slideTo?: number;
    },
  ): OscillatorNode {
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = options.type;
    oscillator.frequency.setValueAtTime(options.frequency, options.at);
    if (options.slideTo) {
      oscillator.frequency.exponentialRampToValueAtTime(
        options.slideTo,
        options.at + options.durationSeconds,
      );
    }
    // A quick attack and exponential release keep every note free of clicks.
    envelope.gain.setValueAtTime(0.0001, options.at);
    envelope.gain.exponentialRampToValueAtTime(options.peak, options.at + 0.01);
    envelope.gain.exponentialRampToValueAtTime(0.0001, options.at + options.durationSeconds);
    oscillator.connect(envelope).connect(destination);
    oscillator.start(options.at);
    oscillator.stop(options.at + options.durationSeconds + 0.02);
    return oscillator;
  }
}
