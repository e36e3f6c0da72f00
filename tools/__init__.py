"""Tools the agent calls: typed functions over the stores, reached through one Deps object."""
