let context: AudioContext | null = null;

/** Two short rising notes from an oscillator: no audio file to download or cache. */
export function playChime(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const audio = context;
  // A context made before the page had a click starts suspended; resuming may be refused until one comes.
  void audio.resume().catch(() => undefined);
  const start = audio.currentTime;
  [880, 1320].forEach((frequency, i) => {
    const at = start + i * 0.18;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  });
}
