import { expect, test, type Page } from '../support/e2eTest.ts';
import { apiGet, apiPost, clickHeaderAction, waitForScene } from './helpers.ts';

const trial = { characterAndCompanion: 'human:elf_female', domain: 'localhost', lang: 'EN', sw: '1280', sh: '800', cw: '1280', ch: '800', frontVersion: '571' };

interface AudioProbe {
  contexts: AudioContext[];
  oscillators: number;
  buffers: number;
}

/** Counts every audio context made and every oscillator and buffer source started, from before the page's own code. */
async function probeAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = { contexts: [] as AudioContext[], oscillators: 0, buffers: 0 };
    (window as unknown as { __audio: typeof probe }).__audio = probe;
    const Native = window.AudioContext;
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        probe.contexts.push(this);
      }
    };
    const oscillatorStart = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) {
      probe.oscillators += 1;
      return oscillatorStart.apply(this, args);
    };
    const bufferStart = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...args) {
      probe.buffers += 1;
      return bufferStart.apply(this, args);
    };
  });
}

/** The probe's counts and the states of the contexts still open (zzfx's own is closed by the engine). */
const audio = (page: Page) =>
  page.evaluate(() => {
    const probe = (window as unknown as { __audio: AudioProbe }).__audio;
    return {
      contexts: probe.contexts.length,
      states: probe.contexts.map((c) => c.state).filter((s) => s !== 'closed'),
      oscillators: probe.oscillators,
      buffers: probe.buffers,
    };
  });

test.use({ viewport: { width: 1280, height: 800 } });

test('sound starts only after a gesture and stops with the setting', async ({ page, baseURL }) => {
  const token = (await apiPost(baseURL!, '/api/security/registerTrial', trial)).token!;
  await probeAudio(page);
  await page.addInitScript((t) => localStorage.setItem('authorization', t), token);
  await page.goto('/?lang=en');
  await waitForScene(page, 'road');
  expect(await audio(page)).toEqual({ contexts: 0, states: [], oscillators: 0, buffers: 0 });

  // The first gesture: a click on the road.
  const box = (await page.getByTestId('play-area').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.3);
  await expect.poll(async () => (await audio(page)).oscillators).toBeGreaterThan(0);
  await expect.poll(async () => (await audio(page)).states).toEqual(['running']);
  const started = (await audio(page)).oscillators;
  // The music goes on: the sequencer keeps starting notes.
  await expect.poll(async () => (await audio(page)).oscillators).toBeGreaterThan(started + 20);

  await clickHeaderAction(page, 'Settings');
  const soundSwitch = page.locator('#settings-page input[name="sound"]');
  // Effects sound too: the steps of the walk, the click on the button.
  await expect.poll(async () => (await audio(page)).buffers).toBeGreaterThan(0);
  await soundSwitch.uncheck();
  await expect(soundSwitch).toBeEnabled();
  await expect.poll(async () => (await audio(page)).states).toEqual(['suspended']);
  const muted = await audio(page);
  // A button click while the sound is off starts no effect, and the music starts no note.
  await page.locator('#settings-page').getByRole('button', { name: 'Close' }).click();
  await clickHeaderAction(page, 'Settings');
  expect(await audio(page)).toEqual(muted);

  await soundSwitch.check();
  await expect.poll(async () => (await audio(page)).states).toEqual(['running']);
  await expect.poll(async () => (await audio(page)).oscillators).toBeGreaterThan(muted.oscillators + 20);
});

test('the notifications switch is stored on the player and says what it does', async ({ page, baseURL }) => {
  const token = (await apiPost(baseURL!, '/api/security/registerTrial', trial)).token!;
  await page.addInitScript((t) => localStorage.setItem('authorization', t), token);
  await page.goto('/?lang=en');
  await waitForScene(page, 'road');
  await clickHeaderAction(page, 'Settings');
  const push = page.locator('#settings-page input[name="push"]');
  await expect(push).toBeChecked();
  await expect(page.locator('#settings-push-hint')).toContainText('gifts, mail and events');
  await push.uncheck();
  await expect(push).toBeEnabled();
  expect((await apiGet(baseURL!, '/api/player/info/current', token)).json.player.push).toBe(false);
});
