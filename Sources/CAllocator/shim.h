// The C library's allocator settings (glibc's mallopt); nothing elsewhere.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
