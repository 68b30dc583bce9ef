// Keeps an embedded PostgreSQL running. A server that dies while in use (kill -9, the OOM killer) is started again
// on the same port and data, so the gateway's pools reconnect by themselves instead of answering 503 for good.
// When it cannot be started again, `onGiveUp` hears why: the gateway then exits non-zero, for a supervisor to act.

// Right after a kill -9 the old backends may still hold the shared memory for a moment (PostgreSQL then refuses
// to start): a few tries, further apart each time, about half a minute in all.
export const RESTART_DELAYS_MS = [200, 500, 1_000, 2_000, 4_000, 8_000, 16_000];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops a server process: fast shutdown, then SIGKILL if it is still there after 15 s. */
function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/**
 * Runs `launch()` (which resolves with a ready server process) and launches again whenever that process dies
 * (a signal, a non-zero exit) without `stop()` having been asked. Returns the current process's pid and `stop()`.
 */
export async function superviseServer(launch, { log, onGiveUp, delaysMs = RESTART_DELAYS_MS }) {
  let current = await launch();
  let stopping = false;
  let restarting = null;

  const restart = async (code, signal) => {
    log(`PostgreSQL stopped unexpectedly (${signal ?? `code ${code}`}): starting it again`);
    let lastError;
    for (const delay of delaysMs) {
      await sleep(delay);
      if (stopping) return;
      try {
        current = await launch();
        watch(current);
        log(`PostgreSQL is running again (pid ${current.pid})`);
        return;
      } catch (error) {
        lastError = error;
      }
    }
    onGiveUp(lastError);
  };
  const watch = (child) =>
    child.once('exit', (code, signal) => {
      if (stopping) return;
      // A clean exit was asked for (Ctrl-C reaches the whole process group, an operator's pg_ctl stop): the
      // owner is stopping too, or someone means it. Only a crash or a kill is undone.
      if (code === 0) return log('PostgreSQL was shut down: not starting it again');
      restarting = restart(code, signal).finally(() => (restarting = null));
    });
  watch(current);

  return {
    get pid() {
      return current.pid;
    },
    async stop() {
      stopping = true;
      // A launch under way finishes first, so the server it starts is the one stopped.
      await restarting;
      await stopProcess(current);
    },
  };
}
