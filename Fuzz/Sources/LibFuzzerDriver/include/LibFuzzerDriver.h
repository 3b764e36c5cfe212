#ifndef LIBFUZZER_DRIVER_H
#define LIBFUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, FuzzerDriver.cpp): parses the command line and
/// runs `callback` on every input. Linked in by `-sanitize=fuzzer`.
///
/// SwiftPM links every executable with `--defsym main=<Target>_main`, so libFuzzer's
/// own `main` is never the entry point; each fuzz target defines `<Target>_main`
/// and hands over to this function.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
