let html = """
    <div class="card" data-id='7'>
      "Quoted" and ""doubled"" quotes
    </div>
    """
let code = """
    let s = "\\(value)"
    """
