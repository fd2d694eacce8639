// An asynchronous boundary, so that Module Federation can settle shared packages before any import.
import('./bootstrap');
