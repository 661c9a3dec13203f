// Loaded with `node --import` into the server the end-to-end run starts (global-setup.ts). When the test run that
// started it dies without its teardown (SIGKILL, a crash), the server would keep running with its embedded
// PostgreSQL: this sends the server SIGTERM instead, so it stops both the way it always does.
const parent = Number(process.env.E2E_PARENT_PID);
if (Number.isInteger(parent) && parent > 0) {
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 1000).unref();
}
