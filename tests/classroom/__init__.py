"""The class store, shared tables, their database, the class board and the students' pages (kernel
side).
"""
