"""arbitro.render"""
