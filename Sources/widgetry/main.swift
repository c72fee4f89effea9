print("widgetry")
