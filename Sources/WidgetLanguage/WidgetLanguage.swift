public enum WidgetLanguage {}
