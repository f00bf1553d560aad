// zzfx ships plain JavaScript; only the sample builder is used (core/ui/sound/soundEngine.ts).
declare module 'zzfx' {
  export const ZZFX: {
    /** Master scale the builder multiplies every sample by. */
    volume: number;
    sampleRate: number;
    /** Made when the module loads; the engine plays through its own context instead. */
    audioContext: AudioContext;
    buildSamples(...parameters: (number | undefined)[]): number[];
  };
}
