import WidgetLanguage
import WidgetStore
import WidgetRender
public enum WidgetRuntimeInfo {}
