"""arbitro.scenario"""
