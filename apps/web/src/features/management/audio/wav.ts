/**
 * Recordings go to the server as WAV, whatever the admin had (MP3, M4A, a browser recording in
 * WebM/Opus): the browser decodes them, and the server only ever decodes WAV, FLAC or Ogg Vorbis
 * before re-encoding. Speech needs no more than mono at 22.05 kHz, which also keeps uploads small.
 */
export const RECORDING_RATE = 22_050;

/** 16-bit PCM WAV of mono samples in [-1, 1] (values outside are clipped). */
export function encodeWav(samples: Float32Array, rate = RECORDING_RATE): Blob {
  const bytes = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(bytes);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => {
    const clipped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + i * 2, clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff, true);
  });
  return new Blob([bytes], { type: 'audio/wav' });
}

/** Any file the browser can play, as a mono 22.05 kHz WAV; rejects when it is not audio. */
export async function toWav(file: Blob): Promise<Blob> {
  const context = new AudioContext();
  try {
    const decoded = await context.decodeAudioData(await file.arrayBuffer());
    const frames = Math.ceil(decoded.duration * RECORDING_RATE);
    // Rendering through a one-channel context mixes the channels down and resamples in one step.
    const offline = new OfflineAudioContext(1, Math.max(frames, 1), RECORDING_RATE);
    const source = offline.createBufferSource();
    source.buffer = decoded;
    source.connect(offline.destination);
    source.start();
    return encodeWav((await offline.startRendering()).getChannelData(0));
  } finally {
    void context.close();
  }
}
