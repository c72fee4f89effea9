// Left out of the widget's Sources phase by a build-phase exception set.
struct PreviewOnly {}
