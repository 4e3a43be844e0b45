// The package's main entry: every element.
import 'shop-elements';
