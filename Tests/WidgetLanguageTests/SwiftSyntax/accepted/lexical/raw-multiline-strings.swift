let json = #"""
    {
      "name": "Widget",
      "path": "C:\Users\me",
      "count": \#(3 * 4)
    }
    """#
let deeper = ##"""
    a """# inside
    """##
