// Only the declaration in include/LibFuzzerDriver.h is needed; SwiftPM wants a source file.
#include "LibFuzzerDriver.h"
