public enum WidgetRenderInfo {}
