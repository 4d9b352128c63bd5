/**
 * Long work survives the window: closing the last window or quitting while a generation runs asks
 * first, and a quit waits for the services to close before the app goes. Electron's events are
 * played as Electron plays them: `quit()` comes back through `before-quit`, which may be prevented.
 */
import { describe, expect, it } from 'vitest';
import { type QuitGuardSteps, quitGuard } from '../../src/main/electron/quitGuard';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A guard over stand-ins; `quits` counts the quits Electron let through. */
function harness(over: Partial<QuitGuardSteps> & { working?: boolean; answer?: boolean } = {}) {
  const record = { asked: 0, shutDowns: 0, quits: 0, log: [] as string[] };
  let closeServices: () => void = () => undefined;
  const guard = quitGuard({
    lastWindowQuits: true,
    isWorking: () => over.working ?? false,
    confirmStop: async () => (record.asked++, over.answer ?? false),
    shutDown: () => {
      record.shutDowns++;
      return new Promise<void>((resolve) => (closeServices = resolve));
    },
    quit: () => {
      let prevented = false;
      guard.onBeforeQuit(() => (prevented = true));
      if (!prevented) record.quits++;
    },
    log: (line) => void record.log.push(line),
    ...over,
  });
  return { guard, record, closeServices: () => closeServices() };
}

describe('quitting', () => {
  it('holds the quit back until the services have closed', async () => {
    const { guard, record, closeServices } = harness();
    let prevented = false;
    guard.onBeforeQuit(() => (prevented = true));
    expect(prevented).toBe(true);
    await settle();
    expect(record.shutDowns).toBe(1);
    expect(record.quits).toBe(0);
    // A second quit meanwhile (Cmd+Q twice) neither asks nor closes twice.
    guard.onBeforeQuit(() => undefined);
    closeServices();
    await settle();
    expect(record.quits).toBe(1);
    expect(record.shutDowns).toBe(1);
    expect(guard.state).toBe('closed');
  });

  it('asks before quitting in the middle of a generation, and goes on when the user keeps generating', async () => {
    const { guard, record } = harness({ working: true, answer: false });
    guard.onBeforeQuit(() => undefined);
    await settle();
    expect(record.asked).toBe(1);
    expect(record.shutDowns).toBe(0);
    expect(guard.state).toBe('open');
  });

  it('stops and quits when the user says so', async () => {
    const { guard, record, closeServices } = harness({ working: true, answer: true });
    guard.onBeforeQuit(() => undefined);
    await settle();
    closeServices();
    await settle();
    expect(record).toMatchObject({ asked: 1, shutDowns: 1, quits: 1 });
  });

  it('quits anyway when the services do not close in time, and says so in the log', async () => {
    const { guard, record } = harness({ shutDownMs: 20 });
    guard.onBeforeQuit(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(record.quits).toBe(1);
    expect(record.log.at(-1)).toMatch(/did not close within 20 ms; quitting anyway/);
  });
});

describe('closing the window', () => {
  it('asks while a generation runs where closing the last window quits (Windows, Linux), and keeps the window when told to', async () => {
    let answer: (stop: boolean) => void = () => undefined;
    const { guard, record } = harness({ working: true, confirmStop: () => (record.asked++, new Promise((resolve) => (answer = resolve))) });
    let prevented = false;
    guard.onWindowClose(() => (prevented = true));
    expect(prevented).toBe(true);
    // A second click on the close box while the question is open is held back without a second question.
    let again = false;
    guard.onWindowClose(() => (again = true));
    expect(again).toBe(true);
    expect(guard.state).toBe('asking');
    answer(false);
    await settle();
    expect(record).toMatchObject({ asked: 1, quits: 0, shutDowns: 0 });
    expect(guard.state).toBe('open');
  });

  it('quits without asking again once the user chose to stop', async () => {
    const { guard, record, closeServices } = harness({ working: true, answer: true });
    guard.onWindowClose(() => undefined);
    await settle();
    closeServices();
    await settle();
    expect(record).toMatchObject({ asked: 1, shutDowns: 1, quits: 1 });
    // Electron then closes the window as part of the quit: let through.
    let prevented = false;
    guard.onWindowClose(() => (prevented = true));
    expect(prevented).toBe(false);
  });

  it('lets the window close without a word when nothing runs, or on macOS, where the app and its generation stay', () => {
    for (const over of [{ working: false }, { working: true, lastWindowQuits: false }]) {
      const { guard, record } = harness(over);
      let prevented = false;
      guard.onWindowClose(() => (prevented = true));
      expect(prevented).toBe(false);
      expect(record.asked).toBe(0);
    }
  });
});
