"""arbitro.engine"""
