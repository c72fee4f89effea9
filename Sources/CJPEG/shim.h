// libjpeg-turbo's TurboJPEG API: errors are return values and
// tjGetErrorStr2, never a longjmp into Swift (libjpeg's classic API
// reports a fatal error by calling an error_exit that must not return).
#include <stddef.h>
#include <turbojpeg.h>

static inline int cjpeg_flags(void) { return TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS | TJFLAG_ACCURATEDCT; }
