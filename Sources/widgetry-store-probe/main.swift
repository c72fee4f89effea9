import WidgetStore
print(WidgetStoreInfo.sqliteVersion)
