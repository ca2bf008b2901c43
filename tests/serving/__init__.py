"""What serves the pages: the kernel pool, the Jupyter and Voila settings, Binder."""
